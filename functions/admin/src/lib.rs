//! Admin service: an organization's members and roles. Every route needs an organization
//! administrator's permission (`admin:members`, `admin:roles`: owner and admin hold them).

mod members;
mod roles;

use shared::Route;

pub fn routes() -> Vec<Route> {
    let mut routes = members::routes();
    routes.extend(roles::routes());
    routes
}
