import { redirect, type LoaderFunctionArgs } from '@remix-run/node'

/** The spec's second address of the providers grid; /proveedores is the canonical one. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/proveedores${new URL(request.url).search}`, {
    status: 301,
  })
}
