// antd-mobile renders Toast, Dialog and other imperative UI through a render function that defaults
// to ReactDOM.render, which React 19 removed; this gives it a createRoot-based one. Modules that
// load those components import this first.
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  const mounted = root;
  return async () => {
    // Let the closing animation's last frame commit before the root goes away.
    await new Promise((resolve) => setTimeout(resolve, 0));
    mounted.unmount();
    roots.delete(container);
  };
});
