// The strings every public page needs in this language (decision 0057): one chunk, loaded first.
export default import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../locales/en/{common,errors,nav,offline,site,system,validation}.json',
  {
    eager: true,
  },
);
