from enum import StrEnum

class StationWithPasswordStationUpdate(StrEnum):
    ACCEPTED = "accepted"
    NOT_PUSHED = "not_pushed"
    OFFLINE = "offline"
    REBOOT_REQUIRED = "reboot_required"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return str(self.value)
