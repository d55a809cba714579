import { Box, Button, Card, Center, Field, Heading, Input, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { toaster } from "@/components/ui/toaster.tsx";
import { notifyAccessDenied } from "@/features/admin/auth/access-denied.ts";
import { signInErrorMessage } from "@/features/admin/auth/auth-errors.ts";
import { signInAdmin, signOutAdmin } from "@/lib/firebase/auth.ts";
import { NeedsConnection } from "@/components/needs-connection.tsx";

export function Component() {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  // Only back into the admin area: the state could have been set by any page.
  const next = typeof from === "string" && from.startsWith("/admin/") ? from : "/admin/home";
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      const session = await signInAdmin(email.trim(), password);
      if (session.status === "signed-in" && !session.isAdmin) {
        await signOutAdmin();
        notifyAccessDenied();
        navigate("/", { replace: true });
        return;
      }
      toaster.create({ type: "success", title: "Inicio de sesión exitoso" });
      navigate(next, { replace: true });
    } catch (error) {
      toaster.create({ type: "error", title: signInErrorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Center minH="100dvh" bg="bg" px="4">
      <Card.Root w="full" maxW="sm" asChild>
        <form onSubmit={submit}>
          <Card.Header>
            <Heading as="h1" size="2xl" fontFamily="heading">
              Admin Login
            </Heading>
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
