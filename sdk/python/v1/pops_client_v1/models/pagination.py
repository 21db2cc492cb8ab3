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
    """ v1 (and unprefixed paths) lists that page by offset.

        Attributes:
            page (int):
            limit (int):
            total (int | None): Exact without filters; with filters exact up to one 1 MB count, null beyond.
            total_pages (int): Exact when `total` is known; when `total` is null, the pages known to exist (this page, plus
                one when `has_next`), a lower bound that grows as the client pages on.
            has_next (bool):
            has_prev (bool):
     """

    page: int
    limit: int
    total: int | None
    total_pages: int
    has_next: bool
    has_prev: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        page = self.page

        limit = self.limit

        total: int | None
        total = self.total

        total_pages = self.total_pages

        has_next = self.has_next

        has_prev = self.has_prev


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "page": page,
            "limit": limit,
            "total": total,
            "total_pages": total_pages,
            "has_next": has_next,
            "has_prev": has_prev,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        page = d.pop("page")

        limit = d.pop("limit")

        def _parse_total(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        total = _parse_total(d.pop("total"))


        total_pages = d.pop("total_pages")

        has_next = d.pop("has_next")

        has_prev = d.pop("has_prev")

        pagination = cls(
            page=page,
            limit=limit,
            total=total,
            total_pages=total_pages,
            has_next=has_next,
            has_prev=has_prev,
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
