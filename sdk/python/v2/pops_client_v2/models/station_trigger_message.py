from enum import StrEnum

class StationTriggerMessage(StrEnum):
    BOOT_NOTIFICATION = "boot_notification"
    FIRMWARE_STATUS_NOTIFICATION = "firmware_status_notification"
    HEARTBEAT = "heartbeat"
    LOG_STATUS_NOTIFICATION = "log_status_notification"
    METER_VALUES = "meter_values"
    STATUS_NOTIFICATION = "status_notification"

    def __str__(self) -> str:
        return str(self.value)
