from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.recurrence_type_1_days_item import RecurrenceType1DaysItem
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="RecurrenceType1")



@_attrs_define
class RecurrenceType1:
    """ 
        Attributes:
            frequency (Literal['weekly']):
            days (list[RecurrenceType1DaysItem]):
            time (str): Local time `HH:MM` (24-hour).
     """

    frequency: Literal['weekly']
    days: list[RecurrenceType1DaysItem]
    time: str





    def to_dict(self) -> dict[str, Any]:
        frequency = self.frequency

        days = []
        for days_item_data in self.days:
            days_item = days_item_data.value
            days.append(days_item)



        time = self.time


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "frequency": frequency,
            "days": days,
            "time": time,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        frequency = cast(Literal['weekly'] , d.pop("frequency"))
        if frequency != 'weekly':
            raise ValueError(f"frequency must match const 'weekly', got '{frequency}'")

        days = []
        _days = d.pop("days")
        for days_item_data in (_days):
            days_item = RecurrenceType1DaysItem(days_item_data)



            days.append(days_item)


        time = d.pop("time")

        recurrence_type_1 = cls(
            frequency=frequency,
            days=days,
            time=time,
        )

        return recurrence_type_1

