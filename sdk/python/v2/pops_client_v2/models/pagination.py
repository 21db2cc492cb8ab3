from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Pagination")



@_attrs_define
class Pagination:
    """ v2 lists, and in every version the lists that grow without bound (sessions, events, schedule items, webhooks,
    deliveries).

        Attributes:
            cursor (None | str): The cursor this page was asked with.
            next_cursor (None | str): Send as `cursor` for the next page; null on the last page.
            has_next (bool):
            limit (int):
     """

    cursor: None | str
    next_cursor: None | str
    has_next: bool
    limit: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cursor: None | str
        cursor = self.cursor

        next_cursor: None | str
        next_cursor = self.next_cursor

        has_next = self.has_next

        limit = self.limit


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cursor": cursor,
            "next_cursor": next_cursor,
            "has_next": has_next,
            "limit": limit,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        cursor = _parse_cursor(d.pop("cursor"))


        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))


        has_next = d.pop("has_next")

        limit = d.pop("limit")

        pagination = cls(
            cursor=cursor,
            next_cursor=next_cursor,
            has_next=has_next,
            limit=limit,
        )


        pagination.additional_properties = d
        return pagination

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
