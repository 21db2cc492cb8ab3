//! Site-based access control: a resource with `visibility: "site"` is visible only to
//! members assigned to its site; owners and admins see every site. One `SiteScope` per
//! request, applied the same way everywhere: as a filter on lists (such resources are left
//! out silently), a check on single reads (403 RESOURCE_ACCESS_DENIED) and a condition on
//! writes (so a visibility change racing the write cannot let it through).

pub use crate::store::site_scope::SiteScope;

use crate::principal::Principal;

impl SiteScope {
    pub fn of(principal: &Principal) -> SiteScope {
        SiteScope::of_member(&principal.role, principal.site_ids.clone())
    }
}
