// The production entry. React chooses its production or development build from NODE_ENV when it
// is first imported, so the variable is set before anything that imports React is loaded.
process.env.NODE_ENV ??= "production";
await import("./serve-build");
export {};
