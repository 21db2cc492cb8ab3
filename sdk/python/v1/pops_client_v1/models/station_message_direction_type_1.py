from enum import StrEnum

class StationMessageDirectionType1(StrEnum):
    FROM_STATION = "from_station"
    TO_STATION = "to_station"

    def __str__(self) -> str:
        return str(self.value)
