use serde_json::json;

use super::Answer;
use super::station_calls::station_refused;
use crate::error::ApiError;
use crate::station_sessions::logs::{LogRequestError, MAX_2_0_1_LOCATION};
use crate::store::station_logs::DAILY_LOG_REQUESTS;
use crate::versions::ApiVersion;

/// `shown_id` is the asset as given in the path. No location to upload to is 503: the
/// deployment's (or the moment's), not the caller's. An open request, the day's cap and a
/// location the station's version cannot hold are 409, each with its `reason`; nothing was
/// written for any of them.
impl Answer for LogRequestError {
    fn answer(self, shown_id: &str, version: &ApiVersion) -> ApiError {
        match self {
            LogRequestError::NoLocation(cause) => ApiError::Unavailable {
                cause: format!("no station log upload location can be issued: {cause:?}"),
            },
            LogRequestError::LocationTooLong { length } => ApiError::Conflict {
                message: format!(
                    "The upload location issued is {length} characters; an OCPP 2.0.1 station takes {MAX_2_0_1_LOCATION} at most. Nothing was sent"
                ),
                details: json!({"reason": "log_location_too_long", "asset_id": shown_id}),
            },
            LogRequestError::Pending => ApiError::Conflict {
                message:
                    "The station's previous log request is still open; wait for it to be uploaded or to fail"
                        .into(),
                details: json!({"reason": "log_request_pending", "asset_id": shown_id}),
            },
            LogRequestError::DailyCap => ApiError::Conflict {
                message: format!(
                    "The organization asked for {DAILY_LOG_REQUESTS} station logs today (UTC), as many as a day allows"
                ),
                details: json!({"reason": "log_request_daily_cap", "limit": DAILY_LOG_REQUESTS, "asset_id": shown_id}),
            },
            LogRequestError::Access(refused) => refused.answer(shown_id, version),
            LogRequestError::Store(error) => error.into(),
            LogRequestError::Station(refused) => station_refused(refused, "asset_id", shown_id),
        }
    }
}
