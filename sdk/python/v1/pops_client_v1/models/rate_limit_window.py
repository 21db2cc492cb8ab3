from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RateLimitWindow")



@_attrs_define
class RateLimitWindow:
    """ 
        Attributes:
            requests (int): Requests counted, this one included.
            limit (int):
            remaining (int):
            window (int): Window length in seconds.
            reset_at (int): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC 3339 in
                UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
     """

    requests: int
    limit: int
    remaining: int
    window: int
    reset_at: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        requests = self.requests

        limit = self.limit

        remaining = self.remaining

        window = self.window

        reset_at = self.reset_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "requests": requests,
            "limit": limit,
            "remaining": remaining,
            "window": window,
            "reset_at": reset_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        requests = d.pop("requests")

        limit = d.pop("limit")

        remaining = d.pop("remaining")

        window = d.pop("window")

        reset_at = d.pop("reset_at")

        rate_limit_window = cls(
            requests=requests,
            limit=limit,
            remaining=remaining,
            window=window,
            reset_at=reset_at,
        )


        rate_limit_window.additional_properties = d
        return rate_limit_window

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
