import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { SearchIcon } from '@/components/icons.tsx';
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

/**
 * A search field with a search button; the phone keyboard's search key searches too. The browser's
 * own search field (with its clear control) rather than a component library's: it is on the first
 * screen of every search page, where each script costs the phone time before anything shows.
 */
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = value.trim();
    if (keyword || allowEmpty) onSearch(keyword);
  };
  return (
    <form role="search" className={styles.box} onSubmit={submit} data-testid={testId}>
      <label className={styles.field}>
        <SearchIcon className={styles.icon} />
        <input
          type="search"
          enterKeyHint="search"
          className={styles.input}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          maxLength={60}
          autoFocus={autoFocus}
        />
      </label>
      <button type="submit" className={styles.button} data-testid={`${testId}-submit`}>
        {intl.formatMessage({ id: 'webBrowse.search.button' })}
      </button>
    </form>
  );
}
