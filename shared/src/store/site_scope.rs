//! The site-based access rule as the store applies it (who gets which scope is
//! `site_access`'s): a filter on lists, a check on single reads and a condition on writes.

use aws_sdk_dynamodb::types::AttributeValue;
use std::sync::Arc;
use uuid::Uuid;

use super::Item;
use super::entity::Changes;
use super::list::Condition;
use crate::roles::RoleName;

const SITE_VISIBILITY: &str = "site";

#[derive(Debug, Clone)]
pub enum SiteScope {
    /// Owners and admins.
    All,
    /// Everyone else: the sites the member is assigned to.
    Assigned(Arc<[Uuid]>),
}

impl SiteScope {
    /// The view of a member with this role and these assigned sites (the scheduler checks an
    /// item's author with it, outside any request).
    pub fn of_member(role: &RoleName, sites: Arc<[Uuid]>) -> SiteScope {
        if role.sees_all_sites() { SiteScope::All } else { SiteScope::Assigned(sites) }
    }

    /// Whether a resource with this visibility at this site is visible.
    pub fn allows(&self, visibility: &str, site: Option<Uuid>) -> bool {
        match self {
            SiteScope::All => true,
            SiteScope::Assigned(sites) => {
                visibility != SITE_VISIBILITY || site.is_some_and(|site| sites.contains(&site))
            }
        }
    }

    /// Whether the caller sees every site a grant valid at `site` reaches (`None`: every site
    /// of the organization, which only a caller who sees all of them does). For id tokens.
    pub fn reaches(&self, site: Option<crate::ids::SiteId>) -> bool {
        match (self, site) {
            (SiteScope::All, _) => true,
            (SiteScope::Assigned(sites), Some(site)) => sites.contains(&site.uuid()),
            (SiteScope::Assigned(_), None) => false,
        }
    }

    /// Whether a resource of the caller's organization is visible, by its site.
    pub fn sees(&self, visibility: crate::domain::asset::Visibility, site: crate::ids::SiteId) -> bool {
        self.allows(visibility.as_str(), Some(site.uuid()))
    }

    /// Whether a stored item the caller's organization owns is visible, by its site.
    pub fn admits(&self, item: &Item) -> bool {
        let visibility = item.get("visibility").and_then(|v| v.as_s().ok()).map(String::as_str).unwrap_or("");
        let site = item.get("site_id").and_then(|v| v.as_s().ok()).and_then(|s| s.parse().ok());
        self.allows(visibility, site)
    }

    /// The list filter: everything not site-restricted, or at an assigned site.
    pub fn list_filter(&self) -> Option<Condition> {
        let SiteScope::Assigned(sites) = self else { return None };
        let open = Condition::Compare {
            attr: "visibility",
            op: "<>",
            value: AttributeValue::S(SITE_VISIBILITY.into()),
        };
        if sites.is_empty() {
            return Some(open);
        }
        let assigned = Condition::In {
            attr: "site_id",
            values: sites.iter().map(|s| AttributeValue::S(s.to_string())).collect(),
        };
        Some(Condition::Any(vec![open, assigned]))
    }

    /// `reaches` as a list filter: what is valid at one of the assigned sites (an
    /// organization-wide item has no `site_id`). For lists the visibility index cannot serve.
    pub fn grant_filter(&self) -> Option<Condition> {
        let SiteScope::Assigned(sites) = self else { return None };
        let values: Vec<_> = sites.iter().map(|site| AttributeValue::S(site.to_string())).collect();
        Some(if values.is_empty() {
            // No stored site id is empty: nothing matches.
            Condition::Compare { attr: "site_id", op: "=", value: AttributeValue::S(String::new()) }
        } else {
            Condition::In { attr: "site_id", values }
        })
    }

    /// A write condition that the item is at one of the caller's sites, whatever its
    /// visibility: for what follows an asset's site rather than who sees it (a station, whose
    /// site decides the id tokens it accepts).
    pub fn require_reached(&self, changes: &mut Changes) {
        let SiteScope::Assigned(sites) = self else { return };
        let site = changes.name("site_id");
        if sites.is_empty() {
            // No stored site id is empty: nothing matches.
            changes.require(
                &format!("{site} = :scope_no_site"),
                vec![(":scope_no_site", AttributeValue::S(String::new()))],
            );
            return;
        }
        let sites =
            changes.value_list("scope_reached", sites.iter().map(|id| AttributeValue::S(id.to_string())));
        changes.require(&format!("{site} IN {sites}"), vec![]);
    }

    /// Whether a stored item is at one of the caller's sites, whatever its visibility.
    pub fn reaches_item(&self, item: &Item) -> bool {
        let site = item.get("site_id").and_then(|v| v.as_s().ok()).and_then(|s| s.parse().ok());
        match self {
            SiteScope::All => true,
            SiteScope::Assigned(sites) => site.is_some_and(|site| sites.contains(&site)),
        }
    }

    /// The same rule as a write condition.
    pub fn require(&self, changes: &mut Changes) {
        let SiteScope::Assigned(sites) = self else { return };
        // Names are bound only where used: DynamoDB refuses unused placeholders.
        let open = format!("{} <> :scope_site_visibility", changes.name("visibility"));
        let condition = if sites.is_empty() {
            open
        } else {
            let site = changes.name("site_id");
            let sites =
                changes.value_list("scope_site", sites.iter().map(|id| AttributeValue::S(id.to_string())));
            format!("({open} OR {site} IN {sites})")
        };
        changes
            .require(&condition, vec![(":scope_site_visibility", AttributeValue::S(SITE_VISIBILITY.into()))]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::SiteId;

    #[test]
    fn only_a_caller_who_sees_every_site_reaches_them_all() {
        let (mine, other) = (SiteId::generate(), SiteId::generate());
        let assigned = SiteScope::Assigned(Arc::from(vec![mine.uuid()]));
        assert!(assigned.reaches(Some(mine)));
        assert!(!assigned.reaches(Some(other)));
        assert!(!assigned.reaches(None), "an organization-wide grant");
        assert!(!SiteScope::Assigned(Arc::from(Vec::new())).reaches(Some(mine)));
        assert!(SiteScope::All.reaches(None) && SiteScope::All.reaches(Some(other)));
    }
}
