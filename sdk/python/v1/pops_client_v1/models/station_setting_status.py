from enum import StrEnum

class StationSettingStatus(StrEnum):
    ACCEPTED = "accepted"
    NOT_ANSWERED = "not_answered"
    NOT_SENT = "not_sent"
    NOT_SUPPORTED = "not_supported"
    NOT_SUPPORTED_ATTRIBUTE_TYPE = "not_supported_attribute_type"
    REBOOT_REQUIRED = "reboot_required"
    REJECTED = "rejected"
    UNKNOWN_COMPONENT = "unknown_component"
    UNKNOWN_KEY = "unknown_key"
    UNKNOWN_VARIABLE = "unknown_variable"

    def __str__(self) -> str:
        return str(self.value)
