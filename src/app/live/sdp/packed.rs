//! The code's bytes (the layout is described in `sdp`'s module text): written from a
//! description, and read back with every read checked.

use super::{
    Address, Candidate, CodeError, Description, Kind, FORMAT, HASHES, MAX_MESSAGE_SIZE, ROLES, SCTP_PORT, TCP_TYPES,
    TYPES,
};
use std::net::{Ipv4Addr, Ipv6Addr};

/// The description as the code's bytes.
pub fn write(d: &Description) -> Vec<u8> {
    let role = ROLES.iter().position(|(r, _)| *r == d.role).unwrap_or(0) as u8;
    let extras = d.sctp_port != SCTP_PORT || d.max_message_size != MAX_MESSAGE_SIZE;
    let mut out = vec![FORMAT << 4 | u8::from(extras) << 3 | u8::from(d.kind == Kind::Answer) << 2 | role];
    short(&mut out, &d.ufrag);
    short(&mut out, &d.pwd);
    out.push(HASHES.iter().position(|(h, _)| *h == d.hash).unwrap_or(0) as u8);
    out.extend_from_slice(&d.fingerprint);
    short(&mut out, &d.mid);
    if extras {
        out.extend_from_slice(&d.sctp_port.to_be_bytes());
        out.extend_from_slice(&d.max_message_size.to_be_bytes());
    }
    out.push(d.candidates.len().min(255) as u8);
    for c in d.candidates.iter().take(255) {
        let kind = TYPES.iter().position(|(t, _)| *t == c.kind).unwrap_or(0) as u8;
        let tcp_type = c.tcp_type.and_then(|t| TCP_TYPES.iter().position(|(x, _)| *x == t)).map_or(0, |i| i + 1);
        let (address_kind, address) = match &c.address {
            Address::V4(ip) => (0u8, ip.octets().to_vec()),
            Address::V6(ip) => (1, ip.octets().to_vec()),
            Address::Mdns(uuid) => (2, uuid.to_vec()),
            Address::Name(name) => (3, {
                let mut b = Vec::new();
                short(&mut b, name);
                b
            }),
        };
        out.push(
            kind | u8::from(c.tcp) << 2 | (tcp_type as u8) << 3 | address_kind << 5 | u8::from(c.component == 2) << 7,
        );
        out.extend_from_slice(&c.priority.to_be_bytes());
        out.extend_from_slice(&address);
        out.extend_from_slice(&c.port.to_be_bytes());
    }
    out
}

/// Reads a description from a code's bytes, which must end where it ends.
pub fn read(bytes: &[u8]) -> Result<Description, CodeError> {
    let mut reader = Reader { bytes, at: 0 };
    let description = reader.description()?;
    if reader.at != bytes.len() {
        return Err(CodeError::Trailing);
    }
    Ok(description)
}

/// A string of at most 255 bytes, after its length.
fn short(out: &mut Vec<u8>, text: &str) {
    let bytes = &text.as_bytes()[..text.len().min(255)];
    out.push(bytes.len() as u8);
    out.extend_from_slice(bytes);
}

/// Reads a code's bytes, every read checked.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], CodeError> {
        let slice = self.bytes.get(self.at..self.at + n).ok_or(CodeError::Truncated)?;
        self.at += n;
        Ok(slice)
    }

    fn byte(&mut self) -> Result<u8, CodeError> {
        Ok(self.take(1)?[0])
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], CodeError> {
        let mut out = [0; N];
        out.copy_from_slice(self.take(N)?);
        Ok(out)
    }

    fn short(&mut self, what: &'static str) -> Result<String, CodeError> {
        let n = usize::from(self.byte()?);
        String::from_utf8(self.take(n)?.to_vec()).map_err(|_| CodeError::BadValue(what))
    }

    fn description(&mut self) -> Result<Description, CodeError> {
        let head = self.byte()?;
        if head >> 4 != FORMAT {
            return Err(CodeError::UnknownFormat(head >> 4));
        }
        let role = ROLES.get(usize::from(head & 3)).ok_or(CodeError::BadValue("setup"))?.0;
        let kind = if head & 4 != 0 { Kind::Answer } else { Kind::Offer };
        let ufrag = self.short("ice-ufrag")?;
        let pwd = self.short("ice-pwd")?;
        let &(hash, len) = HASHES.get(usize::from(self.byte()?)).ok_or(CodeError::BadValue("fingerprint"))?;
        let fingerprint = self.take(len)?.to_vec();
        let mid = self.short("mid")?;
        let (sctp_port, max_message_size) = if head & 8 != 0 {
            (u16::from_be_bytes(self.array()?), u32::from_be_bytes(self.array()?))
        } else {
            (SCTP_PORT, MAX_MESSAGE_SIZE)
        };
        let count = self.byte()?;
        let candidates = (0..count).map(|_| self.candidate()).collect::<Result<_, _>>()?;
        Ok(Description { kind, ufrag, pwd, hash, fingerprint, role, mid, sctp_port, max_message_size, candidates })
    }

    fn candidate(&mut self) -> Result<Candidate, CodeError> {
        let flags = self.byte()?;
        let kind = TYPES[usize::from(flags & 3)].0;
        let tcp = flags & 4 != 0;
        let tcp_type = match (flags >> 3) & 3 {
            0 => None,
            t => Some(TCP_TYPES[usize::from(t - 1)].0),
        };
        let priority = u32::from_be_bytes(self.array()?);
        let address = match (flags >> 5) & 3 {
            0 => Address::V4(Ipv4Addr::from(self.array::<4>()?)),
            1 => Address::V6(Ipv6Addr::from(self.array::<16>()?)),
            2 => Address::Mdns(self.array()?),
            _ => Address::Name(self.short("candidate")?),
        };
        let port = u16::from_be_bytes(self.array()?);
        Ok(Candidate { component: 1 + (flags >> 7), tcp, priority, address, port, kind, tcp_type })
    }
}
