from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="RecurrenceType0")



@_attrs_define
class RecurrenceType0:
    """ 
        Attributes:
            frequency (Literal['daily']):
            time (str): Local time `HH:MM` (24-hour).
     """

    frequency: Literal['daily']
    time: str





    def to_dict(self) -> dict[str, Any]:
        frequency = self.frequency

        time = self.time


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "frequency": frequency,
            "time": time,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        frequency = cast(Literal['daily'] , d.pop("frequency"))
        if frequency != 'daily':
            raise ValueError(f"frequency must match const 'daily', got '{frequency}'")

        time = d.pop("time")

        recurrence_type_0 = cls(
            frequency=frequency,
            time=time,
        )

        return recurrence_type_0

