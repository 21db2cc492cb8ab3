//! Inventory service: sites and assets. Thin handlers: parse, call the store,
//! render for the caller's API version.

mod assets;
mod sites;

use shared::Route;

pub fn routes() -> Vec<Route> {
    let mut routes = sites::routes();
    routes.extend(assets::routes());
    routes
}
