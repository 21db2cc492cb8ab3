from enum import StrEnum

class StationMessageMessageType(StrEnum):
    CALL = "call"
    CALL_ERROR = "call_error"
    CALL_RESULT = "call_result"
    DROPPED = "dropped"
    UNREADABLE = "unreadable"

    def __str__(self) -> str:
        return str(self.value)
