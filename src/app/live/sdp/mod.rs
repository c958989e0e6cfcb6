//! A connection description (a WebRTC offer or answer for a data channel) as a short,
//! URL-safe code, and back to a description the browser accepts.
//!
//! The two browsers exchange their descriptions by hand (a link and a QR code one way, a code
//! back), so the code keeps only what the connection needs: the ICE user name and password,
//! the DTLS certificate's fingerprint, the DTLS role, the data channel's `mid`, SCTP port and
//! largest message, and the candidates (transport, priority, address, port, type, TCP type).
//! Left out, because the other browser does not need them to connect: the session's id and
//! version (made up again), each candidate's foundation (numbered again: any distinct values
//! are valid), its `generation` (always 0 without an ICE restart), Chrome's `network-id` and
//! `network-cost` (hints about this browser's own networks), and the related address of a
//! reflexive or relayed candidate (only informative; Chrome itself hides it as `0.0.0.0 0`).
//!
//! The code is bytes, base64url without padding. Byte 0: the format (high four bits, 1), the
//! description's type (bit 2: answer) and DTLS role (bits 0–1). Then the user name and
//! password (a length byte and the characters each), the fingerprint's hash (a byte) and its
//! bytes, the `mid` (length and characters), the SCTP port and largest message if not
//! Chrome's 5000 and 262144 (bit 3 of byte 0 says so: u16 and u32), the number of candidates
//! and each candidate: a byte of flags (type, TCP, TCP type, address kind, component 2), the
//! priority (u32), the address (IPv4 4 bytes, IPv6 16, Chrome's mDNS name `<uuid>.local` as
//! the UUID's 16 bytes, any other name as a length and its characters) and the port (u16).

mod packed;

use crate::game::{echo, Reason, Refusal, Text};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use std::net::{Ipv4Addr, Ipv6Addr};

const FORMAT: u8 = 1;
const SCTP_PORT: u16 = 5000;
const MAX_MESSAGE_SIZE: u32 = 262_144;
/// The longest code read (a description with every candidate a browser gathers stays far
/// below; a pasted page is refused before it is decoded).
pub const MAX_CODE: usize = 4096;

/// An offer (the inviting browser's) or an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Offer,
    Answer,
}

/// The DTLS role (`a=setup`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    ActPass,
    Active,
    Passive,
}

const ROLES: [(Role, &str); 3] = [(Role::ActPass, "actpass"), (Role::Active, "active"), (Role::Passive, "passive")];

/// The certificate fingerprint's hash function, and its length in bytes.
const HASHES: [(&str, usize); 4] = [("sha-256", 32), ("sha-1", 20), ("sha-384", 48), ("sha-512", 64)];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CandidateType {
    Host,
    Srflx,
    Prflx,
    Relay,
}

const TYPES: [(CandidateType, &str); 4] = [
    (CandidateType::Host, "host"),
    (CandidateType::Srflx, "srflx"),
    (CandidateType::Prflx, "prflx"),
    (CandidateType::Relay, "relay"),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TcpType {
    Active,
    Passive,
    So,
}

const TCP_TYPES: [(TcpType, &str); 3] =
    [(TcpType::Active, "active"), (TcpType::Passive, "passive"), (TcpType::So, "so")];

/// Where a candidate is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Address {
    V4(Ipv4Addr),
    V6(Ipv6Addr),
    /// Chrome's mDNS name `<uuid>.local` (hiding the local address), by the UUID's bytes.
    Mdns([u8; 16]),
    /// Any other host name.
    Name(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub component: u8,
    pub tcp: bool,
    pub priority: u32,
    pub address: Address,
    pub port: u16,
    pub kind: CandidateType,
    pub tcp_type: Option<TcpType>,
}

/// What a connection needs of a description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Description {
    pub kind: Kind,
    pub ufrag: String,
    pub pwd: String,
    /// The hash function's name (`sha-256`) and the fingerprint's bytes.
    pub hash: &'static str,
    pub fingerprint: Vec<u8>,
    pub role: Role,
    pub mid: String,
    pub sctp_port: u16,
    pub max_message_size: u32,
    pub candidates: Vec<Candidate>,
}

/// Why a description or a code does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// The description has no such attribute.
    Missing(&'static str),
    /// A line of the description does not read.
    BadLine(String),
    /// A value that cannot be carried (too long, too many candidates, bad characters).
    BadValue(&'static str),
    /// The code is not base64url, or too long to be a code.
    NotACode,
    /// The code ends before its end.
    Truncated,
    /// A code of a format this app does not know.
    UnknownFormat(u8),
    /// Bytes after the code's end.
    Trailing,
}

impl Refusal for CodeError {
    fn text(&self) -> &'static Text {
        match self {
            CodeError::Missing(_) => &crate::text!("the connection description has no {0}.", "popis spojení nemá {0}."),
            CodeError::BadLine(_) => &crate::text!(
                "a line of the connection description does not read: “{0}”.",
                "řádek popisu spojení nelze přečíst: „{0}“."
            ),
            CodeError::BadValue(_) => &crate::text!("its {0} is not valid.", "jeho {0} není platné."),
            CodeError::NotACode => &crate::text!(
                "it is not a connection code (copy it whole).",
                "není to kód spojení (zkopírujte jej celý)."
            ),
            CodeError::Truncated => {
                &crate::text!("the code is cut short (copy it whole).", "kód je zkrácený (zkopírujte jej celý).")
            }
            CodeError::UnknownFormat(_) => &crate::text!(
                "the code is of format {0}, unknown here: update the app on both devices.",
                "kód má formát {0}, který zde neznáme: aktualizujte aplikaci na obou zařízeních."
            ),
            CodeError::Trailing => &crate::text!(
                "the code has more after its end (copy only the code).",
                "kód pokračuje za svým koncem (zkopírujte jen kód)."
            ),
        }
    }

    fn args(&self) -> Vec<String> {
        match self {
            CodeError::Missing(what) | CodeError::BadValue(what) => vec![what.to_string()],
            CodeError::BadLine(line) => vec![echo(line)],
            CodeError::UnknownFormat(f) => vec![f.to_string()],
            _ => Vec::new(),
        }
    }
}

impl CodeError {
    pub fn words(&self) -> Reason {
        self.reason()
    }
}

/// ICE's characters (RFC 8839 `ice-char`).
fn ice_chars(text: &str) -> bool {
    !text.is_empty() && text.len() < 256 && text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/')
}

/// A `mid` or a host name: letters, digits and a few marks, nothing that could end a line.
fn token(text: &str) -> bool {
    !text.is_empty() && text.len() < 256 && text.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b))
}

impl Description {
    /// Reads what a connection needs from a browser's description (`RTCSessionDescription`'s
    /// type and sdp), after ICE gathering has finished, so that its candidates are in it.
    pub fn from_sdp(kind: Kind, sdp: &str) -> Result<Description, CodeError> {
        let mut ufrag = None;
        let mut pwd = None;
        let mut fingerprint = None;
        let mut role = None;
        let mut mid = None;
        let mut sctp_port = SCTP_PORT;
        let mut max_message_size = MAX_MESSAGE_SIZE;
        let mut candidates = Vec::new();
        for line in sdp.lines().map(str::trim) {
            let Some(attribute) = line.strip_prefix("a=") else { continue };
            let (name, value) = attribute.split_once(':').unwrap_or((attribute, ""));
            let bad = || CodeError::BadLine(line.to_string());
            match name {
                "ice-ufrag" => ufrag = Some(value.to_string()),
                "ice-pwd" => pwd = Some(value.to_string()),
                "fingerprint" => fingerprint = Some(read_fingerprint(value).ok_or_else(bad)?),
                "setup" => role = Some(ROLES.iter().find(|(_, n)| *n == value).ok_or_else(bad)?.0),
                "mid" => mid = Some(value.to_string()),
                "sctp-port" => sctp_port = value.parse().map_err(|_| bad())?,
                "max-message-size" => max_message_size = value.parse().map_err(|_| bad())?,
                "candidate" => candidates.push(read_candidate(value).ok_or_else(bad)?),
                _ => {}
            }
        }
        let (hash, fingerprint) = fingerprint.ok_or(CodeError::Missing("a=fingerprint"))?;
        let description = Description {
            kind,
            ufrag: ufrag.ok_or(CodeError::Missing("a=ice-ufrag"))?,
            pwd: pwd.ok_or(CodeError::Missing("a=ice-pwd"))?,
            hash,
            fingerprint,
            role: role.ok_or(CodeError::Missing("a=setup"))?,
            mid: mid.ok_or(CodeError::Missing("a=mid"))?,
            sctp_port,
            max_message_size,
            candidates,
        };
        description.check()?;
        Ok(description)
    }

    /// Whether every value can be carried and written back as a valid line.
    fn check(&self) -> Result<(), CodeError> {
        if !ice_chars(&self.ufrag) {
            return Err(CodeError::BadValue("ice-ufrag"));
        }
        if !ice_chars(&self.pwd) {
            return Err(CodeError::BadValue("ice-pwd"));
        }
        if !token(&self.mid) {
            return Err(CodeError::BadValue("mid"));
        }
        if self.candidates.len() > usize::from(u8::MAX) {
            return Err(CodeError::BadValue("candidates"));
        }
        for c in &self.candidates {
            let named = match &c.address {
                Address::Name(name) => token(name),
                _ => true,
            };
            if !named || !(1..=2).contains(&c.component) || c.tcp != c.tcp_type.is_some() {
                return Err(CodeError::BadValue("candidate"));
            }
        }
        Ok(())
    }

    /// The description as a browser reads it (`setRemoteDescription`).
    pub fn to_sdp(&self) -> String {
        let session: u64 = self.fingerprint.iter().take(7).fold(0, |n, &b| (n << 8) | u64::from(b));
        let mut sdp = format!(
            "v=0\r\no=- {session} 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE {mid}\r\n\
             a=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n",
            mid = self.mid
        );
        for (i, c) in self.candidates.iter().enumerate() {
            sdp.push_str(&format!("a=candidate:{}\r\n", write_candidate(i + 1, c)));
        }
        let fingerprint: Vec<String> = self.fingerprint.iter().map(|b| format!("{b:02X}")).collect();
        let role = ROLES.iter().find(|(r, _)| *r == self.role).map_or("actpass", |(_, n)| n);
        sdp.push_str(&format!(
            "a=ice-ufrag:{}\r\na=ice-pwd:{}\r\na=ice-options:trickle\r\na=fingerprint:{} {}\r\na=setup:{role}\r\n\
             a=mid:{}\r\na=sctp-port:{}\r\na=max-message-size:{}\r\n",
            self.ufrag,
            self.pwd,
            self.hash,
            fingerprint.join(":"),
            self.mid,
            self.sctp_port,
            self.max_message_size
        ));
        sdp
    }

    /// The description as a code.
    pub fn to_code(&self) -> String {
        URL_SAFE_NO_PAD.encode(packed::write(self))
    }

    /// Reads a code (whitespace around and inside it, from a paste, is ignored).
    pub fn from_code(code: &str) -> Result<Description, CodeError> {
        if code.len() > MAX_CODE {
            return Err(CodeError::NotACode);
        }
        let compact: String = code.chars().filter(|c| !c.is_whitespace()).collect();
        let bytes = URL_SAFE_NO_PAD.decode(compact.as_bytes()).map_err(|_| CodeError::NotACode)?;
        let description = packed::read(&bytes)?;
        description.check()?;
        Ok(description)
    }
}

/// `sha-256 AB:CD:…`.
fn read_fingerprint(value: &str) -> Option<(&'static str, Vec<u8>)> {
    let (name, hex) = value.trim().split_once(' ')?;
    let &(hash, len) = HASHES.iter().find(|(h, _)| h.eq_ignore_ascii_case(name))?;
    let bytes: Vec<u8> = hex.trim().split(':').map(|h| u8::from_str_radix(h, 16).ok()).collect::<Option<_>>()?;
    (bytes.len() == len).then_some((hash, bytes))
}

/// `<foundation> <component> <transport> <priority> <address> <port> typ <type> [extensions]`.
fn read_candidate(value: &str) -> Option<Candidate> {
    let fields: Vec<&str> = value.split_ascii_whitespace().collect();
    let [_foundation, component, transport, priority, address, port, typ, kind, extensions @ ..] = &fields[..] else {
        return None;
    };
    if *typ != "typ" {
        return None;
    }
    let tcp = match transport.to_ascii_lowercase().as_str() {
        "udp" => false,
        "tcp" => true,
        _ => return None,
    };
    let kind = TYPES.iter().find(|(_, n)| n == kind)?.0;
    let mut tcp_type = None;
    for pair in extensions.chunks(2) {
        if let [name, value] = pair {
            if *name == "tcptype" {
                tcp_type = Some(TCP_TYPES.iter().find(|(_, n)| n == value)?.0);
            }
        }
    }
    Some(Candidate {
        component: component.parse().ok()?,
        tcp,
        priority: priority.parse().ok()?,
        address: read_address(address),
        port: port.parse().ok()?,
        kind,
        tcp_type,
    })
}

fn read_address(text: &str) -> Address {
    if let Ok(ip) = text.parse::<Ipv4Addr>() {
        return Address::V4(ip);
    }
    if let Ok(ip) = text.parse::<Ipv6Addr>() {
        return Address::V6(ip);
    }
    match text.strip_suffix(".local").and_then(read_uuid) {
        Some(uuid) => Address::Mdns(uuid),
        None => Address::Name(text.to_string()),
    }
}

/// A UUID written as Chrome writes it (lower case, 8-4-4-4-12), so that it is written back the
/// same.
fn read_uuid(text: &str) -> Option<[u8; 16]> {
    let groups: Vec<&str> = text.split('-').collect();
    let shape = groups.iter().map(|g| g.len()).eq([8, 4, 4, 4, 12]);
    let lower = text.bytes().all(|b| b == b'-' || b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
    if !shape || !lower {
        return None;
    }
    let hex: String = groups.concat();
    let mut uuid = [0; 16];
    for (i, byte) in uuid.iter_mut().enumerate() {
        *byte = u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok()?;
    }
    Some(uuid)
}

fn write_uuid(uuid: &[u8; 16]) -> String {
    let mut out = String::with_capacity(36);
    for (i, b) in uuid.iter().enumerate() {
        if matches!(i, 4 | 6 | 8 | 10) {
            out.push('-');
        }
        out.push_str(&format!("{b:02x}"));
    }
    out
}

fn write_candidate(foundation: usize, c: &Candidate) -> String {
    let address = match &c.address {
        Address::V4(ip) => ip.to_string(),
        Address::V6(ip) => ip.to_string(),
        Address::Mdns(uuid) => format!("{}.local", write_uuid(uuid)),
        Address::Name(name) => name.clone(),
    };
    let kind = TYPES.iter().find(|(t, _)| *t == c.kind).map_or("host", |(_, n)| n);
    let transport = if c.tcp { "tcp" } else { "udp" };
    let mut line = format!("{foundation} {} {transport} {} {address} {} typ {kind}", c.component, c.priority, c.port);
    if c.kind != CandidateType::Host {
        line.push_str(" raddr 0.0.0.0 rport 0");
    }
    if let Some(t) = c.tcp_type.and_then(|t| TCP_TYPES.iter().find(|(x, _)| *x == t)) {
        line.push_str(&format!(" tcptype {}", t.1));
    }
    line.push_str(" generation 0");
    line
}

/// The invitation link: the page's address with the offer's code in its fragment.
pub fn invitation(page: &str, code: &str) -> String {
    let base = page.split('#').next().unwrap_or(page);
    format!("{base}#/live?o={code}")
}

/// The code in what the player pasted or scanned: an invitation link, or a code alone.
pub fn code_in(text: &str) -> &str {
    let text = text.trim();
    match text.rfind("?o=").or_else(|| text.rfind("&o=")) {
        Some(at) => text.get(at + 3..).and_then(|code| code.split('&').next()).unwrap_or(""),
        None => text,
    }
}
