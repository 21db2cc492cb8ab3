//! Asset controls: charging sessions and the event history (docs/asset-controls.md).

mod events;
mod sessions;

use shared::Route;

pub fn routes() -> Vec<Route> {
    let mut routes = sessions::routes();
    routes.extend(events::routes());
    routes
}
