// The client version every API call names in its `app-version` header (the boot script's first
// call too, so it must not import anything the build's config cannot load).
export const APP_VERSION = 'h5_2.7.5';
