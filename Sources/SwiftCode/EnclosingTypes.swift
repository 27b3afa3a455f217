import SwiftSyntax

extension SyntaxProtocol {
    /// The names of the type declarations and extensions around this node,
    /// outermost first (`["Components", "Organisms", "Row"]`): where the code
    /// is written, which `super` and a nested type name are relative to.
    public var enclosingTypeNames: [String] {
        var names: [String] = []
        var current = Syntax(self).parent
        while let syntax = current {
            if let declaration = syntax.as(StructDeclSyntax.self) { names.append(declaration.name.text) }
            else if let declaration = syntax.as(ClassDeclSyntax.self) { names.append(declaration.name.text) }
            else if let declaration = syntax.as(EnumDeclSyntax.self) { names.append(declaration.name.text) }
            else if let declaration = syntax.as(ExtensionDeclSyntax.self) { names.append(declaration.extendedType.trimmedText) }
            current = syntax.parent
        }
        return names.reversed()
    }
}
