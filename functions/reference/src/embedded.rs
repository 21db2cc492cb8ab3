//! What build.rs embedded: each version's document, and Swagger UI's assets.

/// A version's document as derived at build time, its server at `derive::SERVER`.
pub struct Document {
    pub json: &'static str,
    /// SHA-256 of `json` (hex): with the base URL, what the served bytes' ETag is made of.
    pub digest: &'static str,
}

/// A file the /docs page loads.
pub struct Asset {
    pub name: &'static str,
    pub content_type: &'static str,
    pub body: &'static [u8],
    /// Quoted, from the content's hash.
    pub etag: &'static str,
}

include!(concat!(env!("OUT_DIR"), "/embedded.rs"));
