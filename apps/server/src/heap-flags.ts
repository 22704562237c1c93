// V8 settings of the shop's process, imported before anything else so they hold from the first
// allocation on.
import v8 from 'node:v8';

// Allocation-site pretenuring: V8 learns while the caches fill at start-up that what some sites
// allocate lives long, and from then on allocates their objects (rows, cards, answers) straight into
// the old generation. A list page's objects die within milliseconds, so there they only grow the old
// generation (about 20 KB a request on a 20-card page), make every young collection 7-11 ms instead
// of 1-1.6 ms and bring a full collection of the whole heap every 1,500 requests or so. Without it
// the heap stays flat (docs/architecture.md, "Lists at the app's page size").
v8.setFlagsFromString('--no-allocation-site-pretenuring');
