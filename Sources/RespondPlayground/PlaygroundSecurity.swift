import Foundation

/// Who may talk to the playground. The page drives the engine and runs Lua, so
/// the server listens on 127.0.0.1 only, and every request (the page, its files,
/// the WebSocket) must:
/// - carry the token printed with the URL (`?token=`, 32 random bytes from
///   /dev/urandom, in hex): other local users and programs do not know it;
/// - name the server itself in `Host` (127.0.0.1:PORT or localhost:PORT): a
///   page that rebinds its own DNS name to 127.0.0.1 sends its own name;
/// - come from the page itself when it says where it comes from (`Origin`):
///   another site's page in the same browser is refused.
/// Anything else gets 403.
public enum PlaygroundSecurity {
    /// A new token: 32 bytes from /dev/urandom, as 64 hex digits.
    public static func makeToken() throws -> String {
        guard let file = fopen("/dev/urandom", "rb") else {
            throw PlaygroundError("cannot read /dev/urandom for the playground's token")
        }
        defer { fclose(file) }
        var bytes = [UInt8](repeating: 0, count: 32)
        guard fread(&bytes, 1, bytes.count, file) == bytes.count else {
            throw PlaygroundError("cannot read /dev/urandom for the playground's token")
        }
        return bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }

    /// The hosts a request may name: the address the server listens on.
    public static func allowedHosts(port: UInt16) -> [String] { ["127.0.0.1:\(port)", "localhost:\(port)"] }

    public static func allowedOrigins(port: UInt16) -> [String] { allowedHosts(port: port).map { "http://" + $0 } }

    /// Why a request is refused, or nil when it may go ahead.
    /// - Parameters:
    ///   - hosts: every `Host` header of the request (there must be exactly one).
    ///   - origins: every `Origin` header (none, or one of the server's own).
    ///   - tokens: every `token` query parameter (exactly one, the right one).
    public static func refusal(hosts: [String], origins: [String], tokens: [String], token: String, port: UInt16) -> String? {
        guard port != 0 else { return "the server is not listening yet" }
        guard hosts.count == 1, allowedHosts(port: port).contains(hosts[0].lowercased()) else {
            return "the Host header must be \(allowedHosts(port: port).joined(separator: " or "))"
        }
        guard origins.count <= 1, origins.allSatisfy({ allowedOrigins(port: port).contains($0.lowercased()) }) else {
            return "requests from other origins are refused"
        }
        guard tokens.count == 1, constantTimeEqual(tokens[0], token) else {
            return "a valid token is required (use the URL respond-lua play printed)"
        }
        return nil
    }

    /// Compares without stopping at the first difference.
    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for i in x.indices { difference |= x[i] ^ y[i] }
        return difference == 0
    }
}

public struct PlaygroundError: Error, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
