// Some PSPs append /pix to the URL they were given, some do not: both reach the same handler.
export { POST } from "../route";
