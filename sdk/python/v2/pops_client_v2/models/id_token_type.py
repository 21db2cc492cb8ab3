from enum import StrEnum

class IdTokenType(StrEnum):
    EMAID = "eMAID"
    ISO14443 = "ISO14443"
    ISO15693 = "ISO15693"
    KEYCODE = "KeyCode"
    LOCAL = "Local"
    MACADDRESS = "MacAddress"

    def __str__(self) -> str:
        return str(self.value)
