//! Asset controls: charging sessions, schedules and the event history (docs/asset-controls.md).

mod events;
mod schedules;
mod sessions;

use shared::Route;

pub fn routes() -> Vec<Route> {
    let mut routes = sessions::routes();
    routes.extend(schedules::routes());
    routes.extend(events::routes());
    routes
}
