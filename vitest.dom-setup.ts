import { configure } from '@testing-library/dom';

// A `findBy…` or `waitFor` ends as soon as the screen shows what it waits for; Testing Library's
// 1 s default is shorter than one render after a tap on a loaded 2-core machine (a sheet's first
// paint once took 1.4 s there), so only a screen that never comes waits the full 10 s.
configure({ asyncUtilTimeout: 10_000 });
