//! Inventory service: sites, assets and the assets' OCPP stations. Thin handlers: parse, call the store,
//! render for the caller's API version.

mod assets;
mod firmware_campaigns;
mod site_power;
mod sites;
mod station_commands;
mod station_list;
mod station_logs;
mod station_messages;
mod stations;

use shared::Route;

pub fn routes() -> Vec<Route> {
    let mut routes = sites::routes();
    routes.extend(site_power::routes());
    routes.extend(assets::routes());
    routes.extend(stations::routes());
    routes.extend(station_logs::routes());
    routes.extend(station_messages::routes());
    routes.extend(firmware_campaigns::routes());
    routes.extend(station_commands::routes());
    routes.extend(station_list::routes());
    routes
}
