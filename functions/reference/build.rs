//! Derives each major version's OpenAPI document from docs/openapi.yaml (src/derive.rs) and
//! locates Swagger UI's assets (tools/reference-ui, installed by `make deps`), so the function
//! embeds exactly the bytes it serves. A document that cannot be derived fails the build.

use sha2::{Digest, Sha256};
use std::fmt::Write;
use std::path::{Path, PathBuf};

#[path = "src/derive.rs"]
mod derive;

/// Swagger UI's files the /docs page loads, with their content types.
const ASSETS: [(&str, &str); 4] = [
    ("swagger-ui-bundle.js", "text/javascript; charset=utf-8"),
    ("swagger-ui-standalone-preset.js", "text/javascript; charset=utf-8"),
    ("swagger-ui.css", "text/css; charset=utf-8"),
    ("favicon-32x32.png", "image/png"),
];

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    let source_path = root.join("docs/openapi.yaml");
    println!("cargo:rerun-if-changed={}", source_path.display());
    println!("cargo:rerun-if-changed=src/derive.rs");
    let text = std::fs::read_to_string(&source_path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", source_path.display()));
    let source: serde_yaml_ng::Value = serde_yaml_ng::from_str(&text).expect("docs/openapi.yaml is YAML");

    let mut generated = String::new();
    for version in derive::Version::ALL {
        let document = derive::derive(&source, version)
            .unwrap_or_else(|e| panic!("docs/openapi.yaml has no {} document: {e}", version.name()));
        let json = serde_json::to_string(&document).expect("the document is JSON");
        let name = format!("openapi-{}.json", version.name());
        std::fs::write(out.join(&name), &json).expect("write the document");
        writeln!(
            generated,
            "pub const {}: Document = Document {{ json: include_str!(concat!(env!(\"OUT_DIR\"), \"/{name}\")), \
             digest: \"{}\" }};",
            version.name().to_uppercase(),
            hex(&Sha256::digest(json.as_bytes())),
        )
        .expect("write");
    }

    let ui = root.join("tools/reference-ui/node_modules/swagger-ui-dist");
    writeln!(generated, "pub const ASSETS: &[Asset] = &[").expect("write");
    for (name, content_type) in ASSETS {
        let path = ui.join(name);
        println!("cargo:rerun-if-changed={}", path.display());
        let bytes = std::fs::read(&path).unwrap_or_else(|e| {
            panic!("{}: {e}; run `make deps` (Swagger UI is pinned in tools/reference-ui)", path.display())
        });
        let path = path.canonicalize().expect("asset path");
        writeln!(
            generated,
            "    Asset {{ name: {name:?}, content_type: {content_type:?}, body: include_bytes!({:?}), etag: \"\\\"{}\\\"\" }},",
            path.display(),
            &hex(&Sha256::digest(&bytes))[..32],
        )
        .expect("write");
    }
    writeln!(generated, "];").expect("write");
    std::fs::write(out.join("embedded.rs"), generated).expect("write embedded.rs");
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().fold(String::new(), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}
