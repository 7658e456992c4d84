// Route ranking puts three dynamic segments (/:sector/:subsector/:division) above a static
// segment and a splat, so /uploads/demo/x.webp would reach the directory. A static segment,
// a dynamic one and a splat rank above it again; uploads.$.tsx does the work.
export { loader } from './uploads.$'
