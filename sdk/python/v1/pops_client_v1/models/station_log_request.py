from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="StationLogRequest")



@_attrs_define
class StationLogRequest:
    """ The period of the log asked for; both ends optional (the whole log without them).

        Attributes:
            from_ (int | Unset): A point in time in a request body, in either version's form in every version: Unix seconds
                (an integer) or an RFC 3339 string, from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z. A fraction of a
                second, a numeric string or an instant outside those years is 422 `VALIDATION_ERROR` naming the field.
            to (int | Unset): A point in time in a request body, in either version's form in every version: Unix seconds (an
                integer) or an RFC 3339 string, from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z. A fraction of a second, a
                numeric string or an instant outside those years is 422 `VALIDATION_ERROR` naming the field.
     """

    from_: int | Unset = UNSET
    to: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if from_ is not UNSET:
            field_dict["from"] = from_
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from", UNSET)

        to = d.pop("to", UNSET)

        station_log_request = cls(
            from_=from_,
            to=to,
        )

        return station_log_request

