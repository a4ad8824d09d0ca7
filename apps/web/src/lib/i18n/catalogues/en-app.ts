// The rest of this language's strings (the signed-in app, sign-in, booking): loaded with its screens.
export default import.meta.glob<{ default: Record<string, unknown> }>(
  [
    '../../../locales/en/*.json',
    '!../../../locales/en/{common,errors,nav,offline,site,system,validation}.json',
  ],
  { eager: true },
);
