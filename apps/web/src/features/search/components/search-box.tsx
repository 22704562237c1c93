import { useState } from 'react';
import { useIntl } from 'react-intl';
import SearchBar from 'antd-mobile/es/components/search-bar';
import styles from './search-box.module.css';

interface SearchBoxProps {
  initialValue?: string;
  placeholder: string;
  onSearch: (keyword: string) => void;
  autoFocus?: boolean;
  /** Searching for nothing is allowed where it means "show everything". */
  allowEmpty?: boolean;
  testId?: string;
}

/** A search field with a search button; Enter on the phone keyboard searches too. */
export function SearchBox({
  initialValue = '',
  placeholder,
  onSearch,
  autoFocus,
  allowEmpty = false,
  testId = 'search-box',
}: SearchBoxProps) {
  const intl = useIntl();
  const [value, setValue] = useState(initialValue);
  const submit = (text: string) => {
    const keyword = text.trim();
    if (keyword || allowEmpty) onSearch(keyword);
  };
  return (
    <div className={styles.box} data-testid={testId}>
      <SearchBar
        className={styles.bar}
        value={value}
        onChange={setValue}
        onSearch={submit}
        placeholder={placeholder}
        maxLength={60}
        autoFocus={autoFocus}
        // antd-mobile's clear control is a labelled div without a role; it shows only while typing.
        onlyShowClearWhenFocus
      />
      <button type="button" className={styles.button} onClick={() => submit(value)} data-testid={`${testId}-submit`}>
        {intl.formatMessage({ id: 'webBrowse.search.button' })}
      </button>
    </div>
  );
}
