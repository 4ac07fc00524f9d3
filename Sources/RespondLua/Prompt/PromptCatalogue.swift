import RespondCore

/// `:help UITableViewDelegate` and the overridables under `:help UIView`:
/// SPEC 12.1's catalogue, read from RespondCore's `Catalogue`.
extension LuaRuntime {
    /// The help of a protocol of the catalogue, or nil when `name` is none.
    func protocolHelp(_ name: String) -> String? {
        guard Catalogue.owners.contains(name), Catalogue.isProtocol(name) else { return nil }
        let methods = Catalogue.methods(of: name)
        let object = methods.first?.parameters.first ?? "object"
        var text = "\(name) (a UIKit protocol, SPEC 12.1): respond-lua calls delegate:name(\(object), …)"
            + " with the delegate as self\n"
        text += catalogueLines(methods)
        text += "Each method's Objective-C keyword (didSelectRowAtIndexPath) and its whole selectors"
            + " (\"tableView:didSelectRowAtIndexPath:\", \"tableView(_:didSelectRowAt:)\") are the same method.\n"
        text += "Functions under names marked not modelled give a warning; sim.quietCatalogue = true silences them.\n"
        return text
    }

    /// The overridable methods `name` declares, for its class help ("" when none).
    func overridablesHelp(_ name: String) -> String {
        guard Catalogue.owners.contains(name), !Catalogue.isProtocol(name) else { return "" }
        return "Overridable methods UIKit declares here (SPEC 12.1):\n" + catalogueLines(Catalogue.methods(of: name))
    }

    private func catalogueLines(_ methods: [CatalogueMethod]) -> String {
        let calls = methods.map { "\($0.name)(\($0.parameters.joined(separator: ", ")))" }
        let width = min(60, calls.map(\.count).max() ?? 0)
        var text = ""
        for (m, call) in zip(methods, calls) {
            let status = m.called ? "called      " : "not modelled"
            let padding = String(repeating: " ", count: max(1, width - call.count + 2))
            text += "  \(status)  \(call)\(padding)\(m.swiftSelector)\n"
        }
        return text
    }
}
