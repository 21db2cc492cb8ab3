from enum import StrEnum

class ListWebhookDeliveriesEventTypene(StrEnum):
    API_DEPRECATION = "api.deprecation"
    API_SUNSET_WARNING = "api.sunset_warning"
    FIRMWARE_CAMPAIGN_CANCELLED = "firmware_campaign_cancelled"
    FIRMWARE_CAMPAIGN_COMPLETED = "firmware_campaign_completed"
    FIRMWARE_CAMPAIGN_CREATED = "firmware_campaign_created"
    FIRMWARE_CAMPAIGN_HALTED = "firmware_campaign_halted"
    FIRMWARE_CAMPAIGN_RESUMED = "firmware_campaign_resumed"
    FIRMWARE_CAMPAIGN_STATION_CHANGED = "firmware_campaign_station_changed"
    METER_VALUES = "meter_values"
    POWER_ALLOCATED = "power_allocated"
    RATE_LIMIT_EXCEEDED = "rate_limit.exceeded"
    RATE_LIMIT_WARNING = "rate_limit.warning"
    SCHEDULE_TRIGGERED = "schedule_triggered"
    SESSION_PAUSED = "session_paused"
    SESSION_RESUMED = "session_resumed"
    SESSION_STARTED = "session_started"
    SESSION_STOPPED = "session_stopped"
    SESSION_UPDATED = "session_updated"
    STATION_AUTHORIZE = "station_authorize"
    STATION_BOOTED = "station_booted"
    STATION_COMMAND = "station_command"
    STATION_CONNECTED = "station_connected"
    STATION_CONNECTION_REFUSED = "station_connection_refused"
    STATION_DIAGNOSTICS_STATUS = "station_diagnostics_status"
    STATION_DISCONNECTED = "station_disconnected"
    STATION_FIRMWARE_STATUS = "station_firmware_status"
    STATION_SECURITY_EVENT = "station_security_event"
    STATION_STATUS_CHANGED = "station_status_changed"

    def __str__(self) -> str:
        return str(self.value)
