//! Asset controls: charging sessions, schedules, the event history and the id tokens that
//! may charge at the organization's stations (docs/asset-controls.md, docs/ocpp.md).

mod events;
mod id_tokens;
mod meter_values;
mod schedules;
mod sessions;

use shared::Route;

pub fn routes() -> Vec<Route> {
    let mut routes = sessions::routes();
    routes.extend(meter_values::routes());
    routes.extend(schedules::routes());
    routes.extend(events::routes());
    routes.extend(id_tokens::routes());
    routes
}
