use super::Answer;
use super::station_calls::station_refused;
use crate::error::ApiError;
use crate::station_sessions::logs::LogRequestError;
use crate::versions::ApiVersion;

/// `shown_id` is the asset as given in the path. No location to upload to is 503: the
/// deployment's (or the moment's), not the caller's.
impl Answer for LogRequestError {
    fn answer(self, shown_id: &str, _version: &ApiVersion) -> ApiError {
        match self {
            LogRequestError::NoLocation(cause) => ApiError::Unavailable {
                cause: format!("no station log upload location can be issued: {cause:?}"),
            },
            LogRequestError::Store(error) => error.into(),
            LogRequestError::Station(refused) => station_refused(refused, "asset_id", shown_id),
        }
    }
}
