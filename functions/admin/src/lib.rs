//! Admin service: an organization's members and roles, and the organization itself. Every
//! route needs an organization administrator's permission (`admin:members`, `admin:roles`,
//! `admin:api_keys`: owner and admin hold them).

mod members;
mod organization;
mod roles;

use shared::Route;

pub fn routes() -> Vec<Route> {
    let mut routes = members::routes();
    routes.extend(roles::routes());
    routes.extend(organization::routes());
    routes
}
