//! `Idempotency-Key` on creating POSTs. A key is scoped to the credential (an API key, or for
//! access tokens the member) and the endpoint (method, route, major version) and kept 24
//! hours. The first request claims the key; a retry with the same body replays the stored
//! response; the same key with another body is 422; a retry while the first is still running
//! is 409. Only successful responses are remembered (see docs/decisions.md for failures).
//!
//! A create handler renders its response before writing and passes `Ctx::idempotency_record`
//! to the store, which writes the record in the create's own transaction: the resource exists
//! exactly when its response is recorded, whatever fails afterwards.

use http::{HeaderName, Method};

use crate::principal::{Credential, Principal};
pub use crate::store::claim::{Claim, Claimed, Record, StoredReply};
use crate::versions::{ApiVersion, Major};

pub const HEADER: &str = "idempotency-key";
const KEY_MAX: usize = 255;
/// The response headers a replay repeats.
pub const REPLAYED_HEADERS: [HeaderName; 3] =
    [http::header::LOCATION, http::header::ETAG, http::header::LINK];

/// An `Idempotency-Key` header that is not 1-255 visible ASCII characters.
#[derive(Debug)]
pub struct InvalidKey;

impl Claim {
    /// Reads the header; `None` when the request has none. A key is 1-255 visible ASCII
    /// characters (a UUID is the usual choice).
    pub fn from_request(
        headers: &http::HeaderMap,
        principal: &Principal,
        method: &Method,
        route: &str,
        version: &ApiVersion,
        body: &[u8],
    ) -> Result<Option<Claim>, InvalidKey> {
        let Some(value) = headers.get(HEADER) else { return Ok(None) };
        let key = value
            .to_str()
            .ok()
            .filter(|k| !k.is_empty() && k.len() <= KEY_MAX && k.bytes().all(|b| b.is_ascii_graphic()))
            .ok_or(InvalidKey)?;
        let credential = match &principal.credential {
            Credential::ApiKey { id, .. } => format!("key:{}", id.uuid()),
            Credential::Token { .. } => format!("member:{}", principal.member_id.uuid()),
        };
        // Scoped by the version the path names, not the one it resolves to: an unprefixed
        // request's version follows its organization's pin, which an admin may move between a
        // request and its retry (and instances see the move up to their cache bound apart); the
        // retry must still find its claim. Unprefixed keys keep the scope they had before pins
        // (`v1`, then the only version unprefixed paths served).
        let scope = if version.explicit { version.major.name() } else { Major::V1.name() };
        let endpoint = format!("{method} {route} {scope}");
        Ok(Some(Claim::new(&principal.org_id.uuid().to_string(), &credential, &endpoint, key, body)))
    }
}
