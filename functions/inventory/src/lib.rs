//! Inventory service: sites (and, later, assets). Thin handlers: parse, call the store,
//! render for the caller's API version.

mod sites;

use shared::Route;

pub fn routes() -> Vec<Route> {
    sites::routes()
}
