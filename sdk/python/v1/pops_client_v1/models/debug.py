from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Debug")



@_attrs_define
class Debug:
    """ Present when the request carried `X-Debug: true` (success and error bodies alike).

        Attributes:
            request_id (str | Unset):
            duration_ms (int | Unset):
            server (str | Unset):
            dynamodb_calls (list[str] | Unset): DynamoDB operations the request made, in order.
            dynamodb_read_units (float | Unset): Read capacity units the list reads reported.
     """

    request_id: str | Unset = UNSET
    duration_ms: int | Unset = UNSET
    server: str | Unset = UNSET
    dynamodb_calls: list[str] | Unset = UNSET
    dynamodb_read_units: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        request_id = self.request_id

        duration_ms = self.duration_ms

        server = self.server

        dynamodb_calls: list[str] | Unset = UNSET
        if not isinstance(self.dynamodb_calls, Unset):
            dynamodb_calls = self.dynamodb_calls



        dynamodb_read_units = self.dynamodb_read_units


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if request_id is not UNSET:
            field_dict["request_id"] = request_id
        if duration_ms is not UNSET:
            field_dict["duration_ms"] = duration_ms
        if server is not UNSET:
            field_dict["server"] = server
        if dynamodb_calls is not UNSET:
            field_dict["dynamodb_calls"] = dynamodb_calls
        if dynamodb_read_units is not UNSET:
            field_dict["dynamodb_read_units"] = dynamodb_read_units

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        request_id = d.pop("request_id", UNSET)

        duration_ms = d.pop("duration_ms", UNSET)

        server = d.pop("server", UNSET)

        dynamodb_calls = cast(list[str], d.pop("dynamodb_calls", UNSET))


        dynamodb_read_units = d.pop("dynamodb_read_units", UNSET)

        debug = cls(
            request_id=request_id,
            duration_ms=duration_ms,
            server=server,
            dynamodb_calls=dynamodb_calls,
            dynamodb_read_units=dynamodb_read_units,
        )


        debug.additional_properties = d
        return debug

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
