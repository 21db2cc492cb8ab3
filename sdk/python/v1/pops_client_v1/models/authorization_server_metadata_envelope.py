from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.authorization_server_metadata_grant_types_supported_item import AuthorizationServerMetadataGrantTypesSupportedItem
from ..models.client_auth_methods_item import ClientAuthMethodsItem
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.authorization_server_metadata import AuthorizationServerMetadata
  from ..models.debug import Debug
  from ..models.meta import Meta





T = TypeVar("T", bound="AuthorizationServerMetadataEnvelope")



@_attrs_define
class AuthorizationServerMetadataEnvelope:
    """ The metadata in `data`, its members mirrored at the top level for standard libraries.

        Attributes:
            issuer (str):
            authorization_endpoint (str):
            token_endpoint (str):
            jwks_uri (str):
            revocation_endpoint (str):
            introspection_endpoint (str):
            scopes_supported (list[str]):
            response_types_supported (list[Literal['code']]):
            response_modes_supported (list[Literal['query']]):
            grant_types_supported (list[AuthorizationServerMetadataGrantTypesSupportedItem]):
            token_endpoint_auth_methods_supported (list[ClientAuthMethodsItem]):
            revocation_endpoint_auth_methods_supported (list[ClientAuthMethodsItem]):
            introspection_endpoint_auth_methods_supported (list[ClientAuthMethodsItem]):
            code_challenge_methods_supported (list[Literal['S256']]):
            data (AuthorizationServerMetadata): RFC 8414 section 2.
            meta (Meta | Unset): Response metadata. `permissions` on single-resource GETs of sites, assets and schedules;
                `deprecation` while the version is deprecated; bulk fetch adds its counts; `station` on a PATCH of a station
                asset's `power_limit_kw`.
            debug (Debug | Unset): Present when the request carried `X-Debug: true` (success and error bodies alike).
     """

    issuer: str
    authorization_endpoint: str
    token_endpoint: str
    jwks_uri: str
    revocation_endpoint: str
    introspection_endpoint: str
    scopes_supported: list[str]
    response_types_supported: list[Literal['code']]
    response_modes_supported: list[Literal['query']]
    grant_types_supported: list[AuthorizationServerMetadataGrantTypesSupportedItem]
    token_endpoint_auth_methods_supported: list[ClientAuthMethodsItem]
    revocation_endpoint_auth_methods_supported: list[ClientAuthMethodsItem]
    introspection_endpoint_auth_methods_supported: list[ClientAuthMethodsItem]
    code_challenge_methods_supported: list[Literal['S256']]
    data: AuthorizationServerMetadata
    meta: Meta | Unset = UNSET
    debug: Debug | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.authorization_server_metadata import AuthorizationServerMetadata # noqa: PLC0415
        from ..models.debug import Debug # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        issuer = self.issuer

        authorization_endpoint = self.authorization_endpoint

        token_endpoint = self.token_endpoint

        jwks_uri = self.jwks_uri

        revocation_endpoint = self.revocation_endpoint

        introspection_endpoint = self.introspection_endpoint

        scopes_supported = self.scopes_supported



        response_types_supported = self.response_types_supported



        response_modes_supported = self.response_modes_supported



        grant_types_supported = []
        for grant_types_supported_item_data in self.grant_types_supported:
            grant_types_supported_item = grant_types_supported_item_data.value
            grant_types_supported.append(grant_types_supported_item)



        token_endpoint_auth_methods_supported = []
        for componentsschemas_client_auth_methods_item_data in self.token_endpoint_auth_methods_supported:
            componentsschemas_client_auth_methods_item = componentsschemas_client_auth_methods_item_data.value
            token_endpoint_auth_methods_supported.append(componentsschemas_client_auth_methods_item)



        revocation_endpoint_auth_methods_supported = []
        for componentsschemas_client_auth_methods_item_data in self.revocation_endpoint_auth_methods_supported:
            componentsschemas_client_auth_methods_item = componentsschemas_client_auth_methods_item_data.value
            revocation_endpoint_auth_methods_supported.append(componentsschemas_client_auth_methods_item)



        introspection_endpoint_auth_methods_supported = []
        for componentsschemas_client_auth_methods_item_data in self.introspection_endpoint_auth_methods_supported:
            componentsschemas_client_auth_methods_item = componentsschemas_client_auth_methods_item_data.value
            introspection_endpoint_auth_methods_supported.append(componentsschemas_client_auth_methods_item)



        code_challenge_methods_supported = self.code_challenge_methods_supported



        data = self.data.to_dict()

        meta: dict[str, Any] | Unset = UNSET
        if not isinstance(self.meta, Unset):
            meta = self.meta.to_dict()

        debug: dict[str, Any] | Unset = UNSET
        if not isinstance(self.debug, Unset):
            debug = self.debug.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "issuer": issuer,
            "authorization_endpoint": authorization_endpoint,
            "token_endpoint": token_endpoint,
            "jwks_uri": jwks_uri,
            "revocation_endpoint": revocation_endpoint,
            "introspection_endpoint": introspection_endpoint,
            "scopes_supported": scopes_supported,
            "response_types_supported": response_types_supported,
            "response_modes_supported": response_modes_supported,
            "grant_types_supported": grant_types_supported,
            "token_endpoint_auth_methods_supported": token_endpoint_auth_methods_supported,
            "revocation_endpoint_auth_methods_supported": revocation_endpoint_auth_methods_supported,
            "introspection_endpoint_auth_methods_supported": introspection_endpoint_auth_methods_supported,
            "code_challenge_methods_supported": code_challenge_methods_supported,
            "data": data,
        })
        if meta is not UNSET:
            field_dict["meta"] = meta
        if debug is not UNSET:
            field_dict["debug"] = debug

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.authorization_server_metadata import AuthorizationServerMetadata # noqa: PLC0415
        from ..models.debug import Debug # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        d = dict(src_dict)
        issuer = d.pop("issuer")

        authorization_endpoint = d.pop("authorization_endpoint")

        token_endpoint = d.pop("token_endpoint")

        jwks_uri = d.pop("jwks_uri")

        revocation_endpoint = d.pop("revocation_endpoint")

        introspection_endpoint = d.pop("introspection_endpoint")

        scopes_supported = cast(list[str], d.pop("scopes_supported"))


        response_types_supported = []
        _response_types_supported = d.pop("response_types_supported")
        for response_types_supported_item_data in (_response_types_supported):
            response_types_supported_item = cast(Literal['code'] , response_types_supported_item_data)
            if response_types_supported_item != 'code':
                raise ValueError(f"response_types_supported_item must match const 'code', got '{response_types_supported_item}'")
            response_types_supported.append(response_types_supported_item)


        response_modes_supported = []
        _response_modes_supported = d.pop("response_modes_supported")
        for response_modes_supported_item_data in (_response_modes_supported):
            response_modes_supported_item = cast(Literal['query'] , response_modes_supported_item_data)
            if response_modes_supported_item != 'query':
                raise ValueError(f"response_modes_supported_item must match const 'query', got '{response_modes_supported_item}'")
            response_modes_supported.append(response_modes_supported_item)


        grant_types_supported = []
        _grant_types_supported = d.pop("grant_types_supported")
        for grant_types_supported_item_data in (_grant_types_supported):
            grant_types_supported_item = AuthorizationServerMetadataGrantTypesSupportedItem(grant_types_supported_item_data)



            grant_types_supported.append(grant_types_supported_item)


        token_endpoint_auth_methods_supported = []
        _token_endpoint_auth_methods_supported = d.pop("token_endpoint_auth_methods_supported")
        for componentsschemas_client_auth_methods_item_data in (_token_endpoint_auth_methods_supported):
            componentsschemas_client_auth_methods_item = ClientAuthMethodsItem(componentsschemas_client_auth_methods_item_data)



            token_endpoint_auth_methods_supported.append(componentsschemas_client_auth_methods_item)


        revocation_endpoint_auth_methods_supported = []
        _revocation_endpoint_auth_methods_supported = d.pop("revocation_endpoint_auth_methods_supported")
        for componentsschemas_client_auth_methods_item_data in (_revocation_endpoint_auth_methods_supported):
            componentsschemas_client_auth_methods_item = ClientAuthMethodsItem(componentsschemas_client_auth_methods_item_data)



            revocation_endpoint_auth_methods_supported.append(componentsschemas_client_auth_methods_item)


        introspection_endpoint_auth_methods_supported = []
        _introspection_endpoint_auth_methods_supported = d.pop("introspection_endpoint_auth_methods_supported")
        for componentsschemas_client_auth_methods_item_data in (_introspection_endpoint_auth_methods_supported):
            componentsschemas_client_auth_methods_item = ClientAuthMethodsItem(componentsschemas_client_auth_methods_item_data)



            introspection_endpoint_auth_methods_supported.append(componentsschemas_client_auth_methods_item)


        code_challenge_methods_supported = []
        _code_challenge_methods_supported = d.pop("code_challenge_methods_supported")
        for code_challenge_methods_supported_item_data in (_code_challenge_methods_supported):
            code_challenge_methods_supported_item = cast(Literal['S256'] , code_challenge_methods_supported_item_data)
            if code_challenge_methods_supported_item != 'S256':
                raise ValueError(f"code_challenge_methods_supported_item must match const 'S256', got '{code_challenge_methods_supported_item}'")
            code_challenge_methods_supported.append(code_challenge_methods_supported_item)


        data = AuthorizationServerMetadata.from_dict(d.pop("data"))




        _meta = d.pop("meta", UNSET)
        meta: Meta | Unset
        if isinstance(_meta,  Unset):
            meta = UNSET
        else:
            meta = Meta.from_dict(_meta)




        _debug = d.pop("debug", UNSET)
        debug: Debug | Unset
        if isinstance(_debug,  Unset):
            debug = UNSET
        else:
            debug = Debug.from_dict(_debug)




        authorization_server_metadata_envelope = cls(
            issuer=issuer,
            authorization_endpoint=authorization_endpoint,
            token_endpoint=token_endpoint,
            jwks_uri=jwks_uri,
            revocation_endpoint=revocation_endpoint,
            introspection_endpoint=introspection_endpoint,
            scopes_supported=scopes_supported,
            response_types_supported=response_types_supported,
            response_modes_supported=response_modes_supported,
            grant_types_supported=grant_types_supported,
            token_endpoint_auth_methods_supported=token_endpoint_auth_methods_supported,
            revocation_endpoint_auth_methods_supported=revocation_endpoint_auth_methods_supported,
            introspection_endpoint_auth_methods_supported=introspection_endpoint_auth_methods_supported,
            code_challenge_methods_supported=code_challenge_methods_supported,
            data=data,
            meta=meta,
            debug=debug,
        )


        authorization_server_metadata_envelope.additional_properties = d
        return authorization_server_metadata_envelope

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
