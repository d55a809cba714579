import { Box, Button, Card, Center, Field, Input, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useLocation } from "react-router-dom";
import { adminHref, isAdminPath } from "@domain/admin-paths.ts";
import { useAdminSignIn } from "@/admin/features/auth/use-admin-sign-in.ts";
import { NeedsConnection } from "@/admin/components/needs-connection.tsx";
import { PageTitle } from "@/admin/components/page-parts.tsx";

export function Component() {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  // Only back into the admin area: the state could have been set by any page.
  const next = typeof from === "string" && isAdminPath(from) ? from : adminHref("home");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { submitting, signIn } = useAdminSignIn(next);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(email, password);
  };

  return (
    <Center minH="100dvh" bg="bg" px="4">
      <Card.Root w="full" maxW="sm" asChild>
        <form onSubmit={submit}>
          <Card.Header>
            <PageTitle>Admin Login</PageTitle>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              <NeedsConnection>Para ingresar al panel necesitas conexión a internet.</NeedsConnection>
              <Field.Root required>
                <Field.Label>
                  Correo electrónico <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  type="email"
                  autoComplete="username"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </Field.Root>
              <Field.Root required>
                <Field.Label>
                  Contraseña <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </Field.Root>
            </Stack>
          </Card.Body>
          <Card.Footer>
            <Box w="full">
              <Button
                type="submit"
                w="full"
                colorPalette="brand"
                loading={submitting}
                loadingText="Ingresando..."
              >
                Ingresar
              </Button>
            </Box>
          </Card.Footer>
        </form>
      </Card.Root>
    </Center>
  );
}
