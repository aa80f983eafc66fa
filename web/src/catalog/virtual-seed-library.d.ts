// build/seed-library.ts: the address of the built-in recipe library's JSON file.
declare module 'virtual:seed-library' {
  const url: string;
  export default url;
}
