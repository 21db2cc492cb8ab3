from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.station_state_connectors_item_status import StationStateConnectorsItemStatus






T = TypeVar("T", bound="StationStateConnectorsItem")



@_attrs_define
class StationStateConnectorsItem:
    """ 
        Attributes:
            evse_id (int):
            connector_id (int):
            status (StationStateConnectorsItemStatus): The connector's last reported status, OCPP 2.0.1's
                ConnectorStatusEnumType in the API's snake_case in v2 (`available`, `occupied`, `reserved`, `unavailable`,
                `faulted`); v1 keeps the OCPP spelling it always gave (`Available`, …). A 1.6 station's status is shown in these
                terms (every state of a connector in use is `occupied`), connector 0 as EVSE 0 and connector N as EVSE N.
     """

    evse_id: int
    connector_id: int
    status: StationStateConnectorsItemStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        evse_id = self.evse_id

        connector_id = self.connector_id

        status = self.status.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "evse_id": evse_id,
            "connector_id": connector_id,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        evse_id = d.pop("evse_id")

        connector_id = d.pop("connector_id")

        status = StationStateConnectorsItemStatus(d.pop("status"))




        station_state_connectors_item = cls(
            evse_id=evse_id,
            connector_id=connector_id,
            status=status,
        )


        station_state_connectors_item.additional_properties = d
        return station_state_connectors_item

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
