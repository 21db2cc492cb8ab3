//! Id tokens: the RFID cards and app ids an organization lets charge at its stations, the
//! minimal model a CSMS needs to answer an OCPP Authorize. See docs/ocpp.md ("Id tokens").

use serde_json::{Value, json};

use super::asset::SiteRef;
use super::body::{BodyError, Fields};
use super::list_schema::{Field, FieldKind, ListSchema};
use crate::ids::{IdTokenId, OrgId, SiteId};
use crate::time;
use crate::versions::ApiVersion;

/// OCPP 2.0.1 `IdTokenType.idToken` is a CiString of at most 36 characters.
pub const ID_TOKEN_MAX: usize = 36;
pub const REFERENCE_MAX: usize = 64;

named_enum! {
    /// OCPP's `IdTokenEnumType` less `Central` (the platform's own sessions) and
    /// `NoAuthorization` (nothing to list): the kinds of token an organization can list.
    pub enum IdTokenType {
        Emaid => "eMAID",
        Iso14443 => "ISO14443",
        Iso15693 => "ISO15693",
        KeyCode => "KeyCode",
        Local => "Local",
        MacAddress => "MacAddress",
    }
}

/// A token as the gateway looks it up: its type and its text in lower case (OCPP's CiString
/// compares without case, so `ABC` and `abc` are one token).
pub fn token_key(token_type: &str, token: &str) -> String {
    format!("{token_type}#{}", token.to_ascii_lowercase())
}

#[derive(Debug, Clone)]
pub struct IdToken {
    pub id: IdTokenId,
    pub org_id: OrgId,
    /// As given.
    pub id_token: String,
    pub token_type: IdTokenType,
    /// Copied to the sessions the token starts.
    pub reference: Option<String>,
    /// Where stations accept it: the stations of this site's assets, or (`None`) every
    /// station of the organization. Set when listed, never changed.
    pub site_id: Option<SiteId>,
    pub created_at: i64,
    pub version: i64,
}

impl IdToken {
    /// A new listing of `new`, valid at `site_id` (`None`: the whole organization).
    pub fn new(org: OrgId, new: NewIdToken, site_id: Option<SiteId>) -> IdToken {
        let id = IdTokenId::generate();
        IdToken {
            id,
            org_id: org,
            id_token: new.id_token,
            token_type: new.token_type,
            reference: new.reference,
            site_id,
            created_at: id.created_ms().unwrap_or_else(time::now_ms),
            version: 1,
        }
    }

    pub fn key(&self) -> String {
        token_key(self.token_type.as_str(), &self.id_token)
    }

    pub fn render(&self, version: &ApiVersion) -> Value {
        let fields = json!({
            "organization_id": version.show_id(&self.org_id),
            "id_token": self.id_token,
            "type": self.token_type.as_str(),
            "reference": self.reference,
            "site_id": self.site_id.map(|site| version.show_id(&site)),
            "created_at": time::render(self.created_at, version),
        });
        version.resource("id_token", &self.id, fields)
    }
}

/// POST /asset-controls/id-tokens `{id_token, type?, reference?, site_id?}`.
#[derive(Debug, Clone)]
pub struct NewIdToken {
    pub id_token: String,
    pub token_type: IdTokenType,
    pub reference: Option<String>,
    /// The site asked for; absent or `null`: the whole organization.
    pub site: Option<SiteRef>,
}

impl NewIdToken {
    pub fn from_body(body: &[u8]) -> Result<NewIdToken, BodyError> {
        let mut fields = Fields::parse(body)?;
        let id_token =
            fields.require_string("id_token").and_then(|text| fields.checked("id_token", token(&text)));
        let token_type = fields
            .take_enum("type", IdTokenType::parse, IdTokenType::NAMES)
            .unwrap_or(Some(IdTokenType::Iso14443));
        let reference = fields.take_nullable_label("reference", REFERENCE_MAX).flatten();
        let site = match fields.take("site_id") {
            None | Some(Value::Null) => Some(None),
            Some(Value::String(given)) => Some(Some(SiteRef::new(given))),
            Some(_) => {
                fields.error("site_id", "must be a site id, or null for the whole organization");
                None
            }
        };
        fields.finish()?;
        match (id_token, token_type, site) {
            (Some(id_token), Some(token_type), Some(site)) => {
                Ok(NewIdToken { id_token, token_type, reference, site })
            }
            _ => Err(BodyError::Internal("field errors were not reported")),
        }
    }
}

/// A CiString: 1 to 36 printable ASCII characters, as given.
fn token(text: &str) -> Result<String, String> {
    let printable = text.bytes().all(|b| b.is_ascii_graphic() || b == b' ');
    if text.trim().is_empty() || text.len() > ID_TOKEN_MAX || !printable {
        return Err(format!("must be 1 to {ID_TOKEN_MAX} printable ASCII characters"));
    }
    Ok(text.to_owned())
}

/// The organization's tokens: oldest first, sorted by creation only.
pub static ID_TOKEN_LIST: ListSchema = ListSchema {
    kind: "IDTOKEN",
    default_sort: "created_at",
    fields: &[Field::sorted("created_at", FieldKind::Instant, true)],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_defaults_to_iso14443_and_keeps_its_text_as_given() {
        let new = NewIdToken::from_body(br#"{"id_token": "04A1B2C3"}"#).map_err(|e| format!("{e:?}"));
        let new = new.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((new.id_token.as_str(), new.token_type), ("04A1B2C3", IdTokenType::Iso14443));
        assert_eq!(token_key("ISO14443", "04A1B2C3"), "ISO14443#04a1b2c3");
    }

    #[test]
    fn central_no_authorization_and_bad_text_are_refused() {
        for body in [
            &br#"{"id_token": "x", "type": "Central"}"#[..],
            br#"{"id_token": "x", "type": "NoAuthorization"}"#,
            br#"{"id_token": ""}"#,
            br#"{"id_token": "0123456789012345678901234567890123456"}"#,
            br#"{"id_token": "caf\u00e9"}"#,
            br#"{"id_token": "x", "reference": 5}"#,
            br#"{"type": "Local"}"#,
            br#"{"id_token": "x", "site_id": 5}"#,
            br#"{"id_token": "x", "site_id": ["a"]}"#,
        ] {
            assert!(matches!(NewIdToken::from_body(body), Err(BodyError::Validation(_))), "{body:?}");
        }
    }
}
