export * from "./logo-file.ts";
export * from "./logo-upload.ts";
export * from "./sniff-image.ts";
