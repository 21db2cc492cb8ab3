//! Members of an organization: people (`user`) and machine identities (`service`), each with
//! one role and the sites it is assigned to.

use serde_json::{Value, json};

use super::body::{BodyError, Fields};
use super::list_schema::{Field, FieldKind, ListSchema};
use crate::ids::{MemberId, OrgId, SiteId};
use crate::roles::RoleName;
use crate::time;
use crate::versions::ApiVersion;

/// The most sites one member can be assigned to (one filter term each on site-scoped lists).
pub const MAX_SITES_PER_MEMBER: usize = 100;

named_enum! {
    pub enum MemberType {
        User => "user",
        Service => "service",
    }
}

named_enum! {
    pub enum MemberStatus {
        Active => "active",
        /// Can no longer authenticate (e.g. the service identity of a deleted OAuth client).
        Disabled => "disabled",
    }
}

#[derive(Debug, Clone)]
pub struct Member {
    pub id: MemberId,
    pub org_id: OrgId,
    pub kind: MemberType,
    pub role: RoleName,
    pub name: String,
    pub email: Option<String>,
    pub status: MemberStatus,
    pub site_ids: Vec<SiteId>,
    pub created_at: i64,
    pub updated_at: i64,
    pub version: i64,
}

impl Member {
    pub fn new(org_id: OrgId, kind: MemberType, role: RoleName, name: &str, email: Option<&str>) -> Member {
        let now = time::now_ms();
        Member {
            id: MemberId::generate(),
            org_id,
            kind,
            role,
            name: name.to_owned(),
            email: email.map(str::to_owned),
            status: MemberStatus::Active,
            site_ids: Vec::new(),
            created_at: now,
            updated_at: now,
            version: 1,
        }
    }

    pub fn render(&self, version: &ApiVersion) -> Value {
        let sites: Vec<String> = self.site_ids.iter().map(|id| version.show_id(id)).collect();
        let fields = json!({
            "organization_id": version.show_id(&self.org_id),
            "type": self.kind.as_str(),
            "name": self.name,
            "email": self.email,
            "role": self.role.as_str(),
            "status": self.status.as_str(),
            "site_ids": sites,
            "created_at": time::render(self.created_at, version),
            "updated_at": time::render(self.updated_at, version),
        });
        version.resource("member", &self.id, fields)
    }
}

/// PATCH /admin/members/{id}: a new role, a new set of assigned sites, or both.
#[derive(Debug, Default)]
pub struct MemberPatch {
    pub role: Option<RoleName>,
    pub site_ids: Option<Vec<SiteId>>,
}

impl MemberPatch {
    /// Shape only; whether the role exists and the sites are live is the handler's question.
    pub fn from_body(body: &[u8]) -> Result<MemberPatch, BodyError> {
        let mut fields = Fields::parse(body)?;
        let mut patch = MemberPatch::default();
        if let Some(text) = fields.take_string("role") {
            patch.role = Some(super::role::named_in("role", &text)?);
        }
        if let Some(value) = fields.take("site_ids") {
            patch.site_ids = site_list(&mut fields, value);
        }
        fields.finish()?;
        if patch.role.is_none() && patch.site_ids.is_none() {
            return Err(BodyError::field("role", "send role, site_ids or both"));
        }
        Ok(patch)
    }
}

fn site_list(fields: &mut Fields, value: Value) -> Option<Vec<SiteId>> {
    let Value::Array(entries) = value else {
        fields.error("site_ids", "must be an array of site ids");
        return None;
    };
    if entries.len() > MAX_SITES_PER_MEMBER {
        fields.error("site_ids", format!("at most {MAX_SITES_PER_MEMBER} sites"));
        return None;
    }
    let mut ids: Vec<SiteId> = Vec::with_capacity(entries.len());
    for entry in entries {
        match entry.as_str().and_then(SiteId::parse) {
            Some(id) if !ids.contains(&id) => ids.push(id),
            Some(_) => {}
            None => {
                fields.error("site_ids", format!("{entry} is not a site id"));
                return None;
            }
        }
    }
    Some(ids)
}

pub static MEMBER_LIST: ListSchema = ListSchema {
    kind: "MEMBER",
    default_sort: "created_at",
    fields: &[
        Field::sorted("created_at", FieldKind::Instant, true),
        Field::sorted("name", FieldKind::Text, false),
        Field::filter("role", FieldKind::Text),
        Field::filter("status", FieldKind::Enum(MemberStatus::NAMES)),
        Field::filter("type", FieldKind::Enum(MemberType::NAMES)),
    ],
};
